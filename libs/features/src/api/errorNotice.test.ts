import { ApiError } from './ApiError';
import { errorNoticeOf, fillErrorVars } from './errorNotice';
import { createTestI18n } from '../testing/createTestI18n';

const body = (code: string, extra: Partial<ApiError['body']> = {}) => ({
  error_code: code,
  error_vars: [],
  error_title: 'Erro',
  error_type: 'error' as const,
  error_message: `server text for ${code}`,
  ...extra,
});

describe('errorNoticeOf (spec §8)', () => {
  const ptBR = createTestI18n('pt-BR');
  const en = createTestI18n('en');

  test.each([
    [
      'a known code is translated',
      new ApiError('http', 401, body('invalid_credentials')),
      { title: 'Erro', type: 'error', message: 'E-mail ou senha inválidos.' },
    ],
    [
      'the variables fill {%1}',
      new ApiError('http', 404, body('environment_not_found', { error_vars: ['ACM9'] })),
      {
        title: 'Erro',
        type: 'error',
        message: 'O ambiente ACM9 não foi encontrado ou você não tem acesso a ele.',
      },
    ],
    [
      'an unknown code falls back to error_message',
      new ApiError('http', 409, body('brand_new_code', { error_type: 'warning', error_title: 'Atenção' })),
      { title: 'Atenção', type: 'warning', message: 'server text for brand_new_code' },
    ],
    [
      'without a title it is "Erro"',
      new ApiError('http', 500, { error_message: 'Falhou.' }),
      { title: 'Erro', type: 'error', message: 'Falhou.' },
    ],
    [
      'a push alert (a plain object with the fields) is translated too',
      { error_code: 'dashboard_not_found', error_vars: ['D-1'] },
      { title: 'Erro', type: 'error', message: 'O dashboard D-1 não foi encontrado.' },
    ],
    [
      'an unreachable backend names its host',
      new ApiError('unreachable', 0, {}, '127.0.0.1:3333'),
      {
        title: 'Erro',
        type: 'error',
        message:
          'Não foi possível conectar ao backend. Verifique se o servidor está rodando em 127.0.0.1:3333',
      },
    ],
  ])('%s', (_, error, notice) => {
    expect(errorNoticeOf(error, ptBR)).toEqual(notice);
  });

  test('follows the language', () => {
    expect(errorNoticeOf(new ApiError('http', 401, { error_code: 'invalid_credentials' }), en)).toEqual({
      title: 'Error',
      type: 'error',
      message: 'Invalid e-mail or password.',
    });
  });

  test.each([
    ['a plain Error', new Error('boom')],
    ['an ApiError without the fields', new ApiError('http', 500)],
    ['a string', 'oops'],
    ['nothing', undefined],
  ])('errors without error_code or error_message pass through: %s', (_, error) => {
    expect(errorNoticeOf(error, ptBR)).toBeUndefined();
  });
});

test.each([
  ['{%1} e {%2}', ['a', 'b'], 'a e b'],
  ['{%2} antes de {%1}', ['a', 'b'], 'b antes de a'],
  ['sem {%1}', [], 'sem '],
  ['nada', ['a'], 'nada'],
])('fillErrorVars(%s, %j) = %s', (text, vars, expected) => {
  expect(fillErrorVars(text, vars)).toBe(expected);
});
