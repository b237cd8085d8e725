import { createInstance } from 'i18next';
import { fieldErrorMessage } from './fieldErrorMessage';
import messages from './forms.i18n';

async function tIn(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { features: { forms: (messages as Record<string, unknown>)[lng] } } },
    defaultNS: 'features',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'features', 'forms');
}

test.each([
  [{ keyword: 'maxLength', limit: 120 }, 'Informe no máximo 120 caracteres.'],
  [{ keyword: 'maxLength', limit: 1 }, 'Informe no máximo 1 caractere.'],
  [{ keyword: 'minLength', limit: 1 }, 'Preencha este campo.'],
  [{ keyword: 'minLength', limit: 8 }, 'Informe ao menos 8 caracteres.'],
  [{ keyword: 'required' }, 'Preencha este campo.'],
  [{ keyword: 'maximum', limit: 8 }, 'Informe um número até 8.'],
  [{ keyword: 'minimum', limit: 1 }, 'Informe um número a partir de 1.'],
  [{ keyword: 'maxItems', limit: 10 }, 'Inclua no máximo 10 itens.'],
  [{ keyword: 'const' }, 'Escolha uma das opções.'],
  [{ keyword: 'anyOf' }, 'Escolha uma das opções.'],
  [{ keyword: 'type', expected: 'integer' }, 'Informe um número inteiro.'],
  [{ keyword: 'type', expected: 'string' }, 'Este valor não é válido.'],
  [{ keyword: 'pattern' }, 'O formato não é válido.'],
  [{ keyword: 'storableText' }, 'O texto tem um caractere que não pode ser guardado.'],
  // A bound the API did not send, or a rule without its own words.
  [{ keyword: 'maxLength' }, 'Este valor não é válido.'],
  [{ keyword: 'dependentRequired' }, 'Este valor não é válido.'],
])('pt-BR: %j is %j', async (error, message) => {
  expect(fieldErrorMessage(await tIn('pt-BR'), error)).toBe(message);
});

test.each([
  ['en', 'Enter at most 120 characters.'],
  ['es', 'Ingrese como máximo 120 caracteres.'],
])('%s words it too', async (lng, message) => {
  expect(fieldErrorMessage(await tIn(lng), { keyword: 'maxLength', limit: 120 })).toBe(message);
});
