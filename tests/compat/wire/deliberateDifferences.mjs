// The deliberate differences between powerbi-client and @nuvem/embed, taken out of normalised records
// before they are compared. Shared by wire.compat.test.ts and diff.mjs. Each is narrow:
//  - a config that fails validation leaves a live frame in the element with the anchor (which then
//    answers that frame's ready); ours validates before creating the frame, so there is none. Those frames
//    (uids `bad-N` and `bad-load` of 'service: invalid configs') are left out of the comparison;
//  - the anchor's "different type" error names the type of the *service* config (always `undefined`);
//    ours names the existing embed's type. The rest of that message must match;
//  - importing powerbi-client creates a global Service that answers every frame's events too, 200 with a
//    null body even for embeds it does not know; so where the scenario's Service answers otherwise (the
//    warning for a failed handler), the frame gets that extra answer as well. A Service of ours answers
//    only its own frames (facts §3, security), so that extra answer is left out;
//  - a call that cannot be sent because the embed's frame element is gone rejects with `undefined` with
//    the anchor (it rejects with the `body` of an Error); ours rejects with the Error that says so ('target
//    window is not provided…'). Both still reject; only those calls' values are left out.
// Not exercised here, and documented in libs/embed/README.md: ours times requests out (a load that is never
// answered surfaces as an unhandled rejection after `requestTimeout`; the anchor's waits for ever).

/** The parts of a normalised record that are compared. */
export const PARTS = ['wire', 'replies', 'results', 'uncaught'];

/** The anchor's global `window.powerbi` Service's answer to a frame it does not know. */
const GLOBAL_SERVICE_ANSWER = JSON.stringify({
  statusCode: 200,
  statusText: { $undefined: true },
  headers: {},
  body: null,
});
/** Calls made after the scenario removed the embed's frame element (see promiseScenarios.ts). */
const FRAME_REMOVED = / \(frame removed\)$/;
const FAILED_CONFIG_FRAME = /[?&]uid=bad-(\d+|load)(&|$)/;

/** One part of a normalised record, with the deliberate differences taken out. */
export function withDeliberateDifferencesRemoved(record, part) {
  if (part === 'uncaught') return record.uncaught ?? [];
  if (part === 'results') {
    return record.results.map((entry) => {
      if (FRAME_REMOVED.test(entry.label)) return { ...entry, value: '<no frame>' };
      if (entry.label !== 'service.embed (different type)') return entry;
      const message = JSON.stringify(entry.value).replace(
        /embed of type: \w+ which/,
        'embed of type: <type> which',
      );
      return { ...entry, value: JSON.parse(message) };
    });
  }
  const kept = (frames) =>
    record.name === 'service: invalid configs'
      ? frames.filter((frame) => !FAILED_CONFIG_FRAME.test(frame.href))
      : frames;
  if (part === 'wire') return kept(record.wire);
  return kept(record.replies).map((frame) => ({
    ...frame,
    replies: frame.replies.map((reply) => ({
      ...reply,
      answers:
        reply.answers.length > 1
          ? reply.answers.filter((answer) => JSON.stringify(answer) !== GLOBAL_SERVICE_ANSWER)
          : reply.answers,
    })),
  }));
}
