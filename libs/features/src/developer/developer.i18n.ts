import { defineMessages } from '@nuvem/ui';

// Developer studio (/develop/projects). Each scope of api-contract's table has a label here (keyed with '_' for
// ':'); developer.i18n.test.ts fails when a scope is added without one.
export default defineMessages({
  'pt-BR': {
    scopes: {
      iaas_read: 'IaaS: leitura',
      iaas_write: 'IaaS: leitura e escrita',
      insights_read: 'Insights: leitura de dashboards e relatórios',
      tickets_read: 'Chamados: leitura',
      tickets_write: 'Chamados: leitura e abertura',
      audit_read: 'Auditoria: leitura',
    },
    retry: 'Tentar novamente',
    newProject: 'Novo projeto',
    newToken: 'Novo token',
    created: 'O projeto {{name}} foi criado.',
    saved: 'O projeto {{name}} foi salvo.',
    deleted: 'O projeto {{name}} foi excluído e os tokens dele deixaram de funcionar.',
    revoked: 'O token {{name}} foi revogado e deixou de funcionar.',
    failed: 'Não foi possível concluir: {{reason}}',
    deleteProject: {
      title: 'Excluir o projeto {{name}}?',
      text: 'O projeto {{name}} e todos os tokens dele serão excluídos, e os sistemas que usam esses tokens deixarão de acessar a API na hora. Digite o nome do projeto para confirmar.',
      label: 'Nome do projeto',
      confirm: 'Excluir',
    },
    revokeToken: {
      title: 'Revogar o token {{name}}?',
      text: 'O token {{name}} deixa de funcionar na hora e não pode ser reativado. Digite o nome do token para confirmar.',
      label: 'Nome do token',
      confirm: 'Revogar',
    },
    project: {
      back: 'Voltar aos projetos',
      environments: 'Ambientes: {{list}}',
      allEnvironments: 'Ambientes: todos os seus ambientes',
      edit: 'Editar projeto',
      tokensTitle: 'Tokens de API',
      tokensHint:
        'Um token chama a API como você, só com as permissões escolhidas e nos ambientes do projeto. Se você perder um acesso, o token também perde.',
    },
  },
  en: {
    scopes: {
      iaas_read: 'IaaS: read',
      iaas_write: 'IaaS: read and write',
      insights_read: 'Insights: read dashboards and reports',
      tickets_read: 'Tickets: read',
      tickets_write: 'Tickets: read and open',
      audit_read: 'Audit: read',
    },
    retry: 'Try again',
    newProject: 'New project',
    newToken: 'New token',
    created: 'The project {{name}} was created.',
    saved: 'The project {{name}} was saved.',
    deleted: 'The project {{name}} was deleted and its tokens stopped working.',
    revoked: 'The token {{name}} was revoked and stopped working.',
    failed: 'It could not be done: {{reason}}',
    deleteProject: {
      title: 'Delete the project {{name}}?',
      text: 'The project {{name}} and all its tokens will be deleted, and the systems using those tokens lose API access at once. Type the project name to confirm.',
      label: 'Project name',
      confirm: 'Delete',
    },
    revokeToken: {
      title: 'Revoke the token {{name}}?',
      text: 'The token {{name}} stops working at once and cannot be reactivated. Type the token name to confirm.',
      label: 'Token name',
      confirm: 'Revoke',
    },
    project: {
      back: 'Back to projects',
      environments: 'Environments: {{list}}',
      allEnvironments: 'Environments: all your environments',
      edit: 'Edit project',
      tokensTitle: 'API tokens',
      tokensHint:
        "A token calls the API as you, with only the permissions chosen and in the project's environments. If you lose an access, so does the token.",
    },
  },
  es: {
    scopes: {
      iaas_read: 'IaaS: lectura',
      iaas_write: 'IaaS: lectura y escritura',
      insights_read: 'Insights: lectura de dashboards e informes',
      tickets_read: 'Tickets de soporte: lectura',
      tickets_write: 'Tickets de soporte: lectura y apertura',
      audit_read: 'Auditoría: lectura',
    },
    retry: 'Intentar de nuevo',
    newProject: 'Nuevo proyecto',
    newToken: 'Nuevo token',
    created: 'El proyecto {{name}} fue creado.',
    saved: 'El proyecto {{name}} fue guardado.',
    deleted: 'El proyecto {{name}} fue eliminado y sus tokens dejaron de funcionar.',
    revoked: 'El token {{name}} fue revocado y dejó de funcionar.',
    failed: 'No fue posible completarlo: {{reason}}',
    deleteProject: {
      title: '¿Eliminar el proyecto {{name}}?',
      text: 'El proyecto {{name}} y todos sus tokens serán eliminados, y los sistemas que usan esos tokens perderán el acceso a la API de inmediato. Escriba el nombre del proyecto para confirmar.',
      label: 'Nombre del proyecto',
      confirm: 'Eliminar',
    },
    revokeToken: {
      title: '¿Revocar el token {{name}}?',
      text: 'El token {{name}} deja de funcionar de inmediato y no puede reactivarse. Escriba el nombre del token para confirmar.',
      label: 'Nombre del token',
      confirm: 'Revocar',
    },
    project: {
      back: 'Volver a los proyectos',
      environments: 'Entornos: {{list}}',
      allEnvironments: 'Entornos: todos sus entornos',
      edit: 'Editar proyecto',
      tokensTitle: 'Tokens de API',
      tokensHint:
        'Un token llama a la API como usted, solo con los permisos elegidos y en los entornos del proyecto. Si usted pierde un acceso, el token también.',
    },
  },
});
