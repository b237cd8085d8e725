import { DEFAULT_DATA_COLORS, QnaPanel } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaintTracker } from '../frame/paintTracker';
import { knownFieldsOf, suggestionsOf } from '../qna/qnaSuggestions';
import type { QnaEmbed } from '../qna/qnaEmbed';
import { ANSWER_VISUAL, answerPaintToken, type QnaSession } from '../qna/qnaSession';
import { DataVisual } from './DataVisual';
import { EmbedErrorBanner } from './EmbedError';
import { EmbedPhase } from './EmbedPhase';
import { useStore } from './useStore';

/** The Q&A frame: waiting, loading, failed, or the question box and its answer. */
export function QnaView({ embed, paint }: { embed: QnaEmbed; paint: PaintTracker }) {
  const status = useStore(embed.lifecycle.status);
  return (
    <EmbedPhase status={status}>
      {(session) => (
        <>
          {status.error && !status.hideErrors && <EmbedErrorBanner error={status.error} />}
          <LoadedQna session={session} paint={paint} hideErrors={status.hideErrors} />
        </>
      )}
    </EmbedPhase>
  );
}

function LoadedQna({
  session,
  paint,
  hideErrors,
}: {
  session: QnaSession;
  paint: PaintTracker;
  hideErrors: boolean;
}) {
  const { t } = useTranslation('analytics');
  const state = useStore(session.store);
  const locale = session.locale;
  const suggestions = useMemo(
    () => suggestionsOf(state.datasets, locale, (key, values) => t(key, values)),
    [state.datasets, locale, t],
  );
  const knownFields = useMemo(() => knownFieldsOf(state.datasets, locale), [state.datasets, locale]);
  const { answer } = state;
  return (
    <QnaPanel
      question={state.question}
      onQuestionChange={(question) => session.setDraft(question)}
      onAsk={(question) => void session.ask(question)}
      showQuestionBox={state.viewMode === 0}
      suggestions={suggestions}
      {...(answer.status === 'answered' && { restatement: answer.visual.title })}
      {...(answer.status === 'notUnderstood' && {
        notUnderstood: { unknownWords: answer.unknownWords, knownFields },
      })}
    >
      {answer.status === 'answered' ? (
        <DataVisual
          visual={answer.visual}
          data={answer.data}
          colors={DEFAULT_DATA_COLORS}
          hideErrorDetails={hideErrors}
          onRendered={() => paint.report(ANSWER_VISUAL, answerPaintToken(answer.data))}
        />
      ) : undefined}
    </QnaPanel>
  );
}
