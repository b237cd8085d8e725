// Demo purchases (Minha conta › Compras, billed on the statements): a few of each seller in ana's and bruno's
// environments, dated from the seed's day so that one may still be cancelled, one was cancelled in time (never
// billed), and the monthly ones appear on the last closed months' statements.
import type { Queryable } from '../db/database';
import type {
  PurchaseRecurrence,
  PurchaseSource,
  PurchaseState,
} from '../domains/purchases/purchases-repository';
import { environmentIdsByCloudId, userIdsByEmail } from './demo-ids';

interface DemoPurchase {
  cloudId: string;
  buyer: string;
  source: PurchaseSource;
  sourceRef: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  recurrence: PurchaseRecurrence;
  state: PurchaseState;
  /** Days before the seed it was ordered (and activated, when active). */
  daysAgo: number;
  /** Days after the order it could be cancelled until; none: it cannot. */
  cancellableDays?: number;
}

export const demoPurchases: readonly DemoPurchase[] = [
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    source: 'marketplace',
    sourceRef: 'demo-backup-gerenciado',
    description: 'Backup gerenciado Protheus — plano Profissional',
    quantity: 1,
    unitPriceCents: 120_000,
    recurrence: 'monthly',
    state: 'active',
    daysAgo: 75,
  },
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    source: 'tss',
    sourceRef: 'demo-tss-5000',
    description: 'Cota TSS — 5.000 documentos',
    quantity: 2,
    unitPriceCents: 22_500,
    recurrence: 'once',
    state: 'active',
    daysAgo: 35,
  },
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    source: 'ai_agent',
    sourceRef: 'demo-agente-conciliacao',
    description: 'Agente de conciliação bancária',
    quantity: 1,
    unitPriceCents: 39_990,
    recurrence: 'monthly',
    state: 'active',
    daysAgo: 2,
    cancellableDays: 7,
  },
  {
    cloudId: 'ACM1',
    buyer: 'ana@acme.example',
    source: 'ai_agent',
    sourceRef: 'demo-agente-cobranca',
    description: 'Agente de cobrança',
    quantity: 1,
    unitPriceCents: 29_990,
    recurrence: 'monthly',
    state: 'cancelled',
    daysAgo: 20,
    cancellableDays: 7,
  },
  {
    cloudId: 'ACM2',
    buyer: 'ana@acme.example',
    source: 'marketplace',
    sourceRef: 'demo-monitoramento',
    description: 'Monitoramento avançado — plano Básico',
    quantity: 3,
    unitPriceCents: 4_990,
    recurrence: 'monthly',
    state: 'active',
    daysAgo: 50,
  },
  {
    cloudId: 'GLX01',
    buyer: 'bruno@globex.example',
    source: 'marketplace',
    sourceRef: 'demo-backup-gerenciado',
    description: 'Backup gerenciado Protheus — plano Essencial',
    quantity: 1,
    unitPriceCents: 59_000,
    recurrence: 'monthly',
    state: 'active',
    daysAgo: 40,
  },
];

export async function seedDemoPurchases(db: Queryable): Promise<void> {
  const environmentId = await environmentIdsByCloudId(db);
  const userId = await userIdsByEmail(db);
  for (const p of demoPurchases)
    await db.query(
      `INSERT INTO purchases (environment_id, buyer_user_id, buyer_email, source, source_ref, description, quantity,
         unit_price_cents, recurrence, state, ordered_at, activated_at, cancellable_until, cancelled_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10, o.at,
              CASE WHEN $10 IN ('active', 'cancelled') THEN o.at END,
              o.at + make_interval(days => $11::int),
              -- Cancelled the day after the order: within its period, so never billed.
              CASE WHEN $10 = 'cancelled' THEN o.at + interval '1 day' END
       FROM (SELECT now() - make_interval(days => $12::int) AS at) o`,
      [
        environmentId(p.cloudId),
        userId(p.buyer),
        p.buyer,
        p.source,
        p.sourceRef,
        p.description,
        p.quantity,
        String(p.unitPriceCents),
        p.recurrence,
        p.state,
        p.cancellableDays ?? null,
        p.daysAgo,
      ],
    );
}
