import { fireEvent, render, screen } from '@testing-library/react';
import { HomeCardBoundary } from './HomeCardBoundary';

let fail = true;
function Card() {
  if (fail) throw new Error('chunk failed to load');
  return <p>the card</p>;
}

test('a card that throws shows its fallback, the others stay; retry mounts it again', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <>
      <HomeCardBoundary fallback={(retry) => <button onClick={retry}>Tentar novamente</button>}>
        <Card />
      </HomeCardBoundary>
      <p>another card</p>
    </>,
  );
  expect(screen.getByText('another card')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(screen.getByText('the card')).toBeInTheDocument();
});
