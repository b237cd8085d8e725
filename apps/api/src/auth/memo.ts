/**
 * Remembers up to `limit` answers of a pure function of one string, the oldest forgotten first; answers
 * `worthKeeping` refuses (a failed check, which anyone can make up by the thousand) are not kept. For the
 * HMACs every request recomputes from the same inputs (an access token's signature, a stream hash): a user's
 * requests carry the same token for its whole life, so most of them are answered from here.
 */
export function memo<T>(
  compute: (key: string) => T,
  {
    limit = 10_000,
    worthKeeping = () => true,
  }: { limit?: number; worthKeeping?: (answer: T) => boolean } = {},
): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (!worthKeeping(answer)) return answer;
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
