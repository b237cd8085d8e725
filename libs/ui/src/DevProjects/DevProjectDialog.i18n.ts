import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: { create: 'Novo projeto', edit: 'Editar projeto' },
    name: 'Nome',
    description: 'Descrição',
    environments: 'Ambientes',
    environmentsHint:
      'Os tokens do projeto acessam só os ambientes marcados. Sem nenhum marcado, acessam todos os seus ambientes.',
    submit: { create: 'Criar projeto', edit: 'Salvar' },
  },
  en: {
    title: { create: 'New project', edit: 'Edit project' },
    name: 'Name',
    description: 'Description',
    environments: 'Environments',
    environmentsHint:
      "The project's tokens reach only the environments checked. With none checked, they reach all your environments.",
    submit: { create: 'Create project', edit: 'Save' },
  },
  es: {
    title: { create: 'Nuevo proyecto', edit: 'Editar proyecto' },
    name: 'Nombre',
    description: 'Descripción',
    environments: 'Entornos',
    environmentsHint:
      'Los tokens del proyecto acceden solo a los entornos marcados. Sin ninguno marcado, acceden a todos sus entornos.',
    submit: { create: 'Crear proyecto', edit: 'Guardar' },
  },
});
