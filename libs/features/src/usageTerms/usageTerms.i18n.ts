import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    create: 'Nova versão',
    saved: 'O rascunho {{title}} foi salvo.',
    published: 'A versão {{version}} ({{title}}) foi publicada: os usuários deverão aceitá-la.',
    publishFailed: 'Não foi possível publicar: {{reason}}',
    reading: 'Versão {{version}}: {{title}}',
    close: 'Fechar',
  },
  en: {
    create: 'New version',
    saved: 'The draft {{title}} was saved.',
    published: 'Version {{version}} ({{title}}) was published: users will have to accept it.',
    publishFailed: 'It could not be published: {{reason}}',
    reading: 'Version {{version}}: {{title}}',
    close: 'Close',
  },
  es: {
    create: 'Nueva versión',
    saved: 'El borrador {{title}} se guardó.',
    published: 'La versión {{version}} ({{title}}) se publicó: los usuarios deberán aceptarla.',
    publishFailed: 'No se pudo publicar: {{reason}}',
    reading: 'Versión {{version}}: {{title}}',
    close: 'Cerrar',
  },
});
