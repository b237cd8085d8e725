import { KeyedGate } from './keyed-gate';

test('up to `running` enter at once, up to `waiting` more wait in order, and the rest are refused', async () => {
  const gate = new KeyedGate({ running: 1, waiting: 2 });
  const first = await gate.enter('token')!;
  const entered: string[] = [];
  const second = gate.enter('token')!.then((release) => (entered.push('second'), release));
  const third = gate.enter('token')!.then((release) => (entered.push('third'), release));
  expect(gate.enter('token')).toBeUndefined();
  expect(gate.load('token')).toEqual({ running: 1, waiting: 2 });
  // Another key is not held up.
  expect(await gate.enter('other')).toBeTypeOf('function');

  first();
  (await second)();
  (await third)();
  expect(entered).toEqual(['second', 'third']);
  expect(gate.load('token')).toEqual({ running: 0, waiting: 0 });
});

test('releasing twice gives back one place only', async () => {
  const gate = new KeyedGate({ running: 1, waiting: 0 });
  const release = await gate.enter('user')!;
  const held = await gate.enter('other')!;
  release();
  release();
  const again = await gate.enter('user')!;
  expect(gate.enter('user')).toBeUndefined();
  again();
  held();
});
