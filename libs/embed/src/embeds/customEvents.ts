/** Frame events reach the host page as bubbling, cancelable DOM events on the embed's container. */
export interface ICustomEvent<T> extends CustomEvent {
  detail: T;
}

export type IEventHandler<T> = (event: ICustomEvent<T>) => unknown;

export interface IEvent<T> {
  type: string;
  id: string;
  name: string;
  value: T;
}

export function raiseCustomEvent(element: HTMLElement, eventName: string, eventData: unknown): void {
  const event = new CustomEvent(eventName, { detail: eventData, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
}
