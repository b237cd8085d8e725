import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  'pt-BR': {
    title: 'Adicionar chave SSH',
    name: 'Nome',
    nameHint: 'Um nome que diga de quem ou para que é a chave (por exemplo notebook-ana).',
    publicKey: 'Chave pública',
    publicKeyHint:
      'Cole o conteúdo do arquivo .pub (ssh-ed25519, ecdsa-sha2-nistp256/384/521 ou ssh-rsa de 2048 bits ou mais). Nunca cole a chave privada.',
    submit: 'Adicionar',
  },
  en: {
    title: 'Add SSH key',
    name: 'Name',
    nameHint: 'A name that says whose key it is or what it is for (for example ana-laptop).',
    publicKey: 'Public key',
    publicKeyHint:
      'Paste the contents of the .pub file (ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa of 2048 bits or more). Never paste the private key.',
    submit: 'Add',
  },
  es: {
    title: 'Agregar clave SSH',
    name: 'Nombre',
    nameHint: 'Un nombre que diga de quién es la clave o para qué sirve (por ejemplo portatil-ana).',
    publicKey: 'Clave pública',
    publicKeyHint:
      'Pegue el contenido del archivo .pub (ssh-ed25519, ecdsa-sha2-nistp256/384/521 o ssh-rsa de 2048 bits o más). Nunca pegue la clave privada.',
    submit: 'Agregar',
  },
});
