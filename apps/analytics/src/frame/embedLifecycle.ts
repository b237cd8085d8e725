import type { IHttpPostMessageResponse, models } from '@nuvem/embed';
import { EmbedTokenKeeper } from '../data/embedToken';
import { notLoadedError, tokenExpiredError } from '../protocol/frameErrors';
import { Refusal } from '../report/refusal';
import { Store } from '../report/store';
import { loadErrorOf, type LoadFailedMessage } from './loadFailure';

export type EmbedPhase = 'waiting' | 'loading' | 'ready' | 'failed';

/** What the frame shows around the content: the load's phase and the error to show, if any. */
export interface EmbedStatus<S> {
  phase: EmbedPhase;
  /** A failed load's error, or an expired token while a new one is awaited. */
  error: models.IError | null;
  /** settings.hideErrors of the load: the host shows errors itself. */
  hideErrors: boolean;
  session: S | null;
}

export interface EmbedLifecycleOptions {
  failedMessage: LoadFailedMessage;
  /** Sends the `error` event on the embed type's route. */
  emitError(error: models.IError): void;
  /** Asks the host for a new token (the newAccessToken hook, reports only). */
  askForToken?(): Promise<IHttpPostMessageResponse>;
}

/** The token in a hook's answer: a 200 whose body is the token (or {accessToken}), else none. */
function tokenOf(answer: IHttpPostMessageResponse): string | undefined {
  if (answer.statusCode < 200 || answer.statusCode > 299) return undefined;
  const body = answer.body as unknown;
  if (typeof body === 'string' && body.length > 0) return body;
  const nested = (body as { accessToken?: unknown } | null)?.accessToken;
  return typeof nested === 'string' && nested.length > 0 ? nested : undefined;
}

/**
 * The life of one embed in the frame, whatever its type: loads (a later load starts over and the earlier
 * session is dropped, answers and all), the token (in memory, renewed through the host when it expires:
 * the `error` event with TokenExpired, then the newAccessToken hook; a token from it or from
 * POST /{type}/token lets the waiting calls go on), and the status the view shows.
 */
export class EmbedLifecycle<S extends { dispose(): void }> {
  readonly status = new Store<EmbedStatus<S>>({
    phase: 'waiting',
    error: null,
    hideErrors: false,
    session: null,
  });
  private generation = 0;
  private tokens: EmbedTokenKeeper | null = null;
  private loaded: Promise<S | undefined> | null = null;

  constructor(private readonly options: EmbedLifecycleOptions) {}

  /** Starts a load; resolves with its session once ready, or undefined when it failed or was replaced. */
  start(
    token: string,
    hideErrors: boolean,
    load: (tokens: EmbedTokenKeeper, isCurrent: () => boolean) => Promise<S>,
  ): Promise<S | undefined> {
    const generation = ++this.generation;
    const isCurrent = () => generation === this.generation;
    this.status.getSnapshot().session?.dispose();
    this.status.set({ phase: 'loading', error: null, hideErrors, session: null });
    const tokens = new EmbedTokenKeeper(token, () => this.onTokenExpired(generation));
    this.tokens = tokens;
    this.loaded = load(tokens, isCurrent).then(
      (session) => {
        if (!isCurrent()) {
          session.dispose();
          return undefined;
        }
        this.status.update((status) => ({ ...status, phase: 'ready', session }));
        return session;
      },
      (error: unknown) => {
        if (isCurrent()) this.fail(loadErrorOf(error, this.options.failedMessage));
        return undefined;
      },
    );
    return this.loaded;
  }

  /** The session of the load under way or done; a request before any load (or after a failed one) is refused. */
  async whenLoaded(): Promise<S> {
    if (!this.loaded) throw new Refusal(400, notLoadedError());
    const session = await this.loaded;
    if (!session) throw new Refusal(400, this.status.getSnapshot().error ?? notLoadedError());
    return session;
  }

  /** POST /{type}/token, or the hook's answer: the new token replaces the old at once. */
  setToken(token: string): boolean {
    if (!this.tokens) return false;
    this.tokens.set(token);
    this.status.update((status) =>
      status.error?.message === tokenExpiredError().message ? { ...status, error: null } : status,
    );
    return true;
  }

  /** Changes whether errors are shown (PATCH settings {hideErrors}). */
  setHideErrors(hideErrors: boolean): void {
    this.status.update((status) => (status.hideErrors === hideErrors ? status : { ...status, hideErrors }));
  }

  fail(error: models.IError): void {
    this.status.update((status) => ({ ...status, phase: 'failed', error }));
    this.options.emitError(error);
  }

  private onTokenExpired(generation: number): void {
    if (generation !== this.generation) return;
    const error = tokenExpiredError();
    this.status.update((status) => ({ ...status, error }));
    this.options.emitError(error);
    void this.options.askForToken?.().then((answer) => {
      const token = tokenOf(answer);
      if (token && generation === this.generation) this.setToken(token);
    });
  }
}
