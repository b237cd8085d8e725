import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    createTitle: 'Nova versão dos termos',
    editTitle: 'Editar rascunho',
    title: 'Título',
    body: 'Texto',
    bodyHint:
      'Separe os parágrafos com uma linha em branco. Use **negrito** e linhas iniciadas por "- " para listas.',
    customers: 'Clientes',
    customersHint: 'Códigos dos clientes separados por vírgula (ex.: T10007). Em branco: todos os clientes.',
    save: 'Salvar rascunho',
  },
  en: {
    createTitle: 'New version of the terms',
    editTitle: 'Edit draft',
    title: 'Title',
    body: 'Text',
    bodyHint: 'Separate paragraphs with a blank line. Use **bold** and lines starting with "- " for lists.',
    customers: 'Customers',
    customersHint: 'Customer codes separated by commas (e.g. T10007). Blank: every customer.',
    save: 'Save draft',
  },
  es: {
    createTitle: 'Nueva versión de los términos',
    editTitle: 'Editar borrador',
    title: 'Título',
    body: 'Texto',
    bodyHint:
      'Separe los párrafos con una línea en blanco. Use **negrita** y líneas que empiecen con "- " para listas.',
    customers: 'Clientes',
    customersHint: 'Códigos de clientes separados por comas (p. ej., T10007). En blanco: todos los clientes.',
    save: 'Guardar borrador',
  },
});
