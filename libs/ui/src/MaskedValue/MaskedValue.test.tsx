import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n';
import { MaskedValue, MaskedValuesProvider } from './MaskedValue';

const i18n = createI18n({ locale: 'pt-BR' });
const renderMasked = (masked: boolean | undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="line">
        {masked === undefined ? (
          <MaskedValue>12.345.678/0001-01</MaskedValue>
        ) : (
          <MaskedValuesProvider masked={masked}>
            CNPJ <MaskedValue>12.345.678/0001-01</MaskedValue>
          </MaskedValuesProvider>
        )}
      </p>
    </I18nextProvider>,
  );

test('shown: the value as plain text', () => {
  renderMasked(false);
  expect(screen.getByTestId('line')).toHaveTextContent('CNPJ 12.345.678/0001-01');
});

test('outside a provider: shown', () => {
  renderMasked(undefined);
  expect(screen.getByTestId('line')).toHaveTextContent('12.345.678/0001-01');
});

test('hidden: the value is nowhere in the page; bullets for the eye, ‘valor oculto’ for screen readers', () => {
  const { container } = renderMasked(true);
  expect(container.innerHTML).not.toContain('12.345.678');
  expect(container.innerHTML).not.toContain('0001');
  const bullets = screen.getByText('••••••');
  expect(bullets).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('valor oculto')).toBeInTheDocument();
});
