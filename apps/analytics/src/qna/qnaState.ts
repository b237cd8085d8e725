import type { Dataset, VisualDefinition } from '@nuvem/api-contract';
import type { VisualDataState } from '../report/reportState';

/** powerbi-models' QnaMode: 0 Interactive (the question box and the answer), 1 ResultOnly (the answer alone). */
export type QnaViewMode = 0 | 1;

export type QnaAnswerState =
  | { status: 'idle' }
  /** The question named words no dataset knows (or nothing at all). */
  | { status: 'notUnderstood'; question: string; unknownWords: string[] }
  | {
      status: 'answered';
      question: string;
      datasetId: string;
      visual: VisualDefinition;
      data: VisualDataState;
    };

export interface QnaState {
  datasets: Dataset[];
  viewMode: QnaViewMode;
  /** The question in the box (the host's setQuestion writes it too). */
  question: string;
  answer: QnaAnswerState;
}
