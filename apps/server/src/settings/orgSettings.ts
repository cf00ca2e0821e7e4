import { type OrgSettingsResponse, sessionIdleBounds } from '@hrportal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orgSettings } from '../db/schema';

const MINUTE = 60_000;

/** What leadership may change (issue 16), as stored. */
export interface OrgSettingValues {
  sessionIdleMinutes: number;
  embedOrigins: string[];
}

/**
 * The organisation settings in force: the `org_settings` row over the server's configuration.
 * `idleMs` is the sliding inactivity expiry every session check reads (the row's minutes, else
 * the configured default); `allowedOrigins` is `ALLOWED_ORIGINS` plus the stored embedding
 * origins, read by CORS, the CSP (`connect-src`, `frame-ancestors`) and socket.io on every
 * request. A save applies at once on this instance; other instances (several behind a load
 * balancer) re-read the row every `refreshMs`.
 */
export class OrgSettingsStore {
  private stored: OrgSettingValues | undefined;
  private origins: readonly string[];
  private originSet: ReadonlySet<string>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly configured: { idleMs: number; allowedOrigins: readonly string[] },
  ) {
    this.origins = [...configured.allowedOrigins];
    this.originSet = new Set(this.origins);
  }

  /** Inactivity after which a session expires, in ms. */
  get idleMs(): number {
    return this.stored ? this.stored.sessionIdleMinutes * MINUTE : this.configured.idleMs;
  }

  /** Every origin allowed to embed: configured ones first, then the stored ones. */
  allowedOrigins(): readonly string[] {
    return this.origins;
  }

  /** Whether `origin` may embed us (CORS, socket.io). */
  allows(origin: string): boolean {
    return this.originSet.has(origin);
  }

  /** Reads the row (start-up, and every `refreshMs` when {@link watch} runs). */
  async load(): Promise<void> {
    const [row] = await this.db.select().from(orgSettings).where(eq(orgSettings.id, 1));
    this.apply(
      row
        ? { sessionIdleMinutes: row.sessionIdleMinutes, embedOrigins: row.embedOrigins }
        : undefined,
    );
  }

  /** Re-reads the row every `refreshMs` (another instance may have saved); `stop()` ends it. */
  watch(refreshMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => this.load().catch(onError), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Stores new values (in a transaction, so the audit trigger names the author) and applies them. */
  async save(values: OrgSettingValues, actorId: number): Promise<void> {
    const row = { ...values, updatedAt: new Date(), updatedBy: actorId };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(orgSettings)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: orgSettings.id, set: row });
    });
    this.apply(values);
  }

  /** The settings in force, as `GET /org_settings` answers. */
  view(): Omit<OrgSettingsResponse, 'status'> {
    return {
      settings: {
        session_idle_minutes: Math.round(this.idleMs / MINUTE),
        embed_origins: [...(this.stored?.embedOrigins ?? [])],
      },
      config_origins: [...this.configured.allowedOrigins],
      bounds: { min: sessionIdleBounds.min, max: sessionIdleBounds.max },
    };
  }

  private apply(values: OrgSettingValues | undefined): void {
    this.stored = values;
    this.origins = [
      ...new Set([...this.configured.allowedOrigins, ...(values?.embedOrigins ?? [])]),
    ];
    this.originSet = new Set(this.origins);
  }
}
