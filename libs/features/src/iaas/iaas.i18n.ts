import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    manager: {
      loading: 'Carregando as opções da máquina…',
      removeFailed: 'Não foi possível remover {{name}}: {{reason}}',
    },
    saveBudget: {
      title: 'Salvar como orçamento',
      name: 'Nome do orçamento',
      nameHint: 'Ex.: ERP em produção. Quem vê este ambiente poderá abri-lo pelo link.',
      submit: 'Salvar orçamento',
      saved: 'Orçamento “{{name}}” salvo.',
      shareLink: 'Abrir o link para compartilhar',
    },
  },
  en: {
    manager: {
      loading: 'Loading the machine’s choices…',
      removeFailed: '{{name}} could not be removed: {{reason}}',
    },
    saveBudget: {
      title: 'Save as a budget',
      name: 'Budget name',
      nameHint: 'E.g. ERP in production. Whoever sees this environment can open it from the link.',
      submit: 'Save budget',
      saved: 'Budget “{{name}}” saved.',
      shareLink: 'Open the link to share',
    },
  },
  es: {
    manager: {
      loading: 'Cargando las opciones de la máquina…',
      removeFailed: 'No se pudo eliminar {{name}}: {{reason}}',
    },
    saveBudget: {
      title: 'Guardar como presupuesto',
      name: 'Nombre del presupuesto',
      nameHint: 'Ej.: ERP en producción. Quien ve este entorno podrá abrirlo desde el enlace.',
      submit: 'Guardar presupuesto',
      saved: 'Presupuesto “{{name}}” guardado.',
      shareLink: 'Abrir el enlace para compartir',
    },
  },
});
