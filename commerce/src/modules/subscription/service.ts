import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Subscription } from "./models/subscription"
import { SubscriptionItem } from "./models/subscription-item"
import { SubscriptionRun } from "./models/subscription-run"

/** The outcome of claiming a period: the run row this attempt owns, or null when another owns it. */
export interface ClaimedRun {
  id: string
  attempts: number
  /** The cart of an earlier attempt of this period, if one got that far. */
  cart_id: string | null
}

/**
 * Subscriptions, their items and runs: the generated CRUD, plus the two
 * questions the scheduler asks — which subscriptions are due, and may this
 * attempt run this period.
 */
class SubscriptionModuleService extends MedusaService({ Subscription, SubscriptionItem, SubscriptionRun }) {
  /**
   * Claims a period for one attempt, in one statement: inserts its run, or takes
   * over the period's run when that one failed (or has been processing for
   * longer than `staleAfterSeconds`: its process died). Answers null when the
   * period is being placed or was placed already. The unique index on
   * (subscription_id, period) is what makes concurrent claims meet.
   */
  @InjectManager()
  async claimRun(
    subscriptionId: string,
    period: string,
    staleAfterSeconds: number,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<ClaimedRun | null> {
    const manager = sharedContext.manager as SqlEntityManager
    const rows: ClaimedRun[] = await manager.execute(
      `insert into subscription_run (id, subscription_id, period, status, attempts, created_at, updated_at)
            values (?, ?, ?, 'processing', 1, now(), now())
       on conflict (subscription_id, period) where deleted_at is null
       do update set status = 'processing', attempts = subscription_run.attempts + 1, error = null,
                     finished_at = null, updated_at = now()
             where subscription_run.status = 'failed'
                or (subscription_run.status = 'processing' and subscription_run.updated_at < now() - (? * interval '1 second'))
       returning id, attempts, cart_id`,
      [generateEntityId(undefined, "subrun"), subscriptionId, period, staleAfterSeconds]
    )
    return rows[0] ?? null
  }

  /**
   * The period is placed: its run succeeded with `orderId` and the subscription
   * moves to its next run day, in one transaction — a run recorded as placed
   * always has its subscription moved on.
   */
  @InjectTransactionManager()
  async recordRunSuccess(
    input: { run_id: string; order_id: string; subscription_id: string; next_run_at: Date },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<void> {
    await this.updateSubscriptionRuns(
      { id: input.run_id, status: "succeeded", order_id: input.order_id, error: null, finished_at: new Date() },
      sharedContext
    )
    await this.updateSubscriptions(
      {
        id: input.subscription_id,
        next_run_at: input.next_run_at,
        failure_count: 0,
        last_error: null,
        last_failed_at: null,
      },
      sharedContext
    )
  }

  /** Ids of active subscriptions due at `now`, the longest-waiting first. */
  @InjectManager()
  async dueSubscriptionIds(now: Date, limit: number, @MedusaContext() sharedContext: Context = {}): Promise<string[]> {
    const manager = sharedContext.manager as SqlEntityManager
    const rows: { id: string }[] = await manager.execute(
      `select id from subscription
        where deleted_at is null and status = 'active' and next_run_at <= ?
        order by next_run_at, id limit ?`,
      [now, limit]
    )
    return rows.map((r) => r.id)
  }
}

export default SubscriptionModuleService
