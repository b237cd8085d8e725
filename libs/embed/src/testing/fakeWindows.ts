/** Test doubles for windows: a page that receives messages and frames that record what they are sent. */
export interface FakeFrame {
  window: Window;
  sent: { message: unknown; targetOrigin: string }[];
}

export function fakeFrame(): FakeFrame {
  const sent: FakeFrame['sent'] = [];
  const window = {
    postMessage: (message: unknown, targetOrigin: string) => sent.push({ message, targetOrigin }),
  } as unknown as Window;
  return { window, sent };
}

/** A window whose `message` events the test raises itself, with any source and origin it likes. */
export function fakePage() {
  const target = new EventTarget();
  const page = target as unknown as Window;
  const deliver = (data: unknown, source: unknown, origin: string) => {
    const event = Object.assign(new Event('message'), { data, source, origin });
    target.dispatchEvent(event);
  };
  return { page, deliver };
}
