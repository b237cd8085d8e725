// Chaves SSH (issue 31): a public key added to an environment by pasting it, and deleted. Under iaasEnvironmentOf's
// refusals (the IaaS permission, an environment the user sees, not while cancelling); each write once per
// Idempotency-Key, in one transaction with its audit entry. A key is parsed for real (ssh-public-key.ts) and
// refused, with its own error code on /public_key, when it is a private key (whose text is never stored, logged
// nor echoed), of an unknown type, malformed, or RSA under 2048 bits. Deleting a key leaves machines made with it
// as they are: the key was copied onto them when they were created.
import {
  sshKeyProblemKeywords,
  sshRsaMinBits,
  type ErrorCode,
  type IaasSshKey,
  type IaasSshKeyBody,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import { iaasEnvironmentOf } from './iaas-resources-service';
import {
  deleteIaasSshKey,
  findClashingSshKey,
  insertIaasSshKey,
  lockIaasSshKey,
} from './iaas-ssh-keys-repository';
import { isSshPublicKey, parseSshPublicKey, type SshPublicKeyProblem } from './ssh-public-key';

const problemMessages: Record<SshPublicKeyProblem['problem'], [ErrorCode, string]> = {
  private: [
    'iaas_ssh_key_private',
    'This is a private key: paste the public key (the .pub file). It was not kept.',
  ],
  unknown_type: [
    'iaas_ssh_key_unknown_type',
    'Use an ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa key.',
  ],
  malformed: [
    'iaas_ssh_key_malformed',
    'This is not an OpenSSH public key line (type, base64 key, comment).',
  ],
  rsa_too_short: ['iaas_ssh_key_rsa_too_short', `An RSA key needs ${sshRsaMinBits} bits or more.`],
};

/** A 400 on /public_key: its code, and only what the parser read (never the pasted text). */
function refusalOf(problem: SshPublicKeyProblem): ApiError {
  const [code, message] = problemMessages[problem.problem];
  const vars =
    problem.problem === 'rsa_too_short'
      ? [String(problem.bits), String(sshRsaMinBits)]
      : problem.problem === 'unknown_type'
        ? [problem.type.slice(0, 60)]
        : [];
  return new ApiError(400, code, message, vars, [
    { in: 'body', path: '/public_key', keyword: sshKeyProblemKeywords[problem.problem] },
  ]);
}

const nameTaken = (name: string) =>
  new ApiError(
    409,
    'iaas_ssh_key_name_taken',
    `A key named ${name} exists already.`,
    [name],
    [{ in: 'body', path: '/name', keyword: 'unique' }],
  );
const duplicateKey = (other: string) =>
  new ApiError(
    409,
    'iaas_ssh_key_duplicate',
    `This key is in the environment already, as ${other}.`,
    [other],
    [{ in: 'body', path: '/public_key', keyword: 'unique' }],
  );
const keyNotFound = (id: string) =>
  new ApiError(404, 'iaas_ssh_key_not_found', 'No such SSH key in this environment.', [id]);

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

function audit(
  tx: Queryable,
  principal: Principal,
  environmentId: string,
  action: 'ssh_key.create' | 'ssh_key.delete',
  key: IaasSshKey,
  created: boolean,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId,
    targetId: key.id,
    before: created ? null : key,
    after: created ? key : null,
  });
}

/** Adds a key; a retry with the same Idempotency-Key answers the key added the first time (`created` false). */
export async function addIaasSshKey(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: IaasSshKeyBody,
  idempotencyKey: string,
): Promise<{ key: IaasSshKey; created: boolean }> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const parsed = parseSshPublicKey(body.public_key);
  if (!isSshPublicKey(parsed)) throw refusalOf(parsed);
  const request = [environment.id, body.name, parsed.line];
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        { userId: principal.userId, idempotencyKey, scope: 'iaas.ssh_key.create', request },
        async () => {
          const clash = await findClashingSshKey(tx, environment.id, body.name, parsed.fingerprint);
          if (clash) throw clash.name === body.name ? nameTaken(body.name) : duplicateKey(clash.name);
          const id = await insertIaasSshKey(tx, {
            environmentId: environment.id,
            name: body.name,
            publicKey: parsed.line,
            fingerprint: parsed.fingerprint,
            userId: principal.userId,
          });
          const key = (await lockIaasSshKey(tx, environment.id, id))!;
          await audit(tx, principal, environment.id, 'ssh_key.create', key, true);
          return { status: 201, body: key };
        },
      ),
    )
    .catch(async (error: unknown) => {
      // Two adds at once of one name or key: the unique indexes let one in; the other is told why.
      if (!isUniqueViolation(error)) throw error;
      const clash = await findClashingSshKey(db, environment.id, body.name, parsed.fingerprint);
      throw clash?.name === body.name || !clash ? nameTaken(body.name) : duplicateKey(clash.name);
    });
  return { key: answer.body, created: !answer.replayed };
}

/** Deletes a key (404 when the environment has none such); a retry with the same key answers 204 again. */
export async function removeIaasSshKey(
  db: Database,
  principal: Principal,
  cloudId: string,
  sshKeyId: string,
  idempotencyKey: string,
): Promise<void> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'iaas.ssh_key.delete',
        request: [environment.id, sshKeyId],
      },
      async () => {
        const key = await lockIaasSshKey(tx, environment.id, sshKeyId);
        if (!key) throw keyNotFound(sshKeyId);
        await deleteIaasSshKey(tx, environment.id, sshKeyId);
        await audit(tx, principal, environment.id, 'ssh_key.delete', key, false);
        return { status: 204, body: null };
      },
    ),
  );
}
