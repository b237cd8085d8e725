import type { TraceType } from './enums';

export type KeyValuePair = { key: string; value: string };

export interface ITechnicalDetails {
  requestId?: string;
  errorInfo?: KeyValuePair[];
}

/** An error as the frame reports it, and as the validators return it (only `message` is set there). */
export interface IError {
  message: string;
  detailedMessage?: string;
  errorCode?: string;
  level?: TraceType;
  technicalDetails?: ITechnicalDetails;
}
