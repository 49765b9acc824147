import type { AccountExport } from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../errors.js';

type Row = Record<string, unknown>;

/**
 * A cell annotation with what it marks: `cell_id` is the item's id and the table column's key
 * (`$type`, `$selector`, `$confidence`, `$created`, `content` or `field:<name>`), so the item's
 * page and the cell's value are joined in (null when the item is gone).
 */
const ANNOTATIONS = `
  select a.job_id, a.cell_id, d.id as item_id,
         substr(a.cell_id, strpos(a.cell_id, ':') + 1) as column_key,
         a.type, a.content, a.color, a."timestamp", d.url as item_url,
         case substr(a.cell_id, strpos(a.cell_id, ':') + 1)
           when '$type' then to_jsonb(d.type)
           when '$selector' then to_jsonb(d.selector)
           when '$confidence' then to_jsonb(d.confidence)
           when '$created' then to_jsonb(d.created_at)
           when 'content' then d.content
           else case when jsonb_typeof(d.content) = 'object'
                     then d.content -> substr(a.cell_id, strpos(a.cell_id, ':') + 7) end
         end as cell_value
    from cell_annotations a
    left join scraped_data d
      on d.job_id = a.job_id and d.id::text = split_part(a.cell_id, ':', 1)
   where a.user_id = $1
   order by a.job_id, a."timestamp"`;

/**
 * Every row stored about a person (their jobs, items, annotations, conversations, usage,
 * budgets, alerts).
 */
export async function exportAccount(database: Database, userId: string): Promise<AccountExport> {
  const q = (text: string) => database.query<Row>(text, [userId]);
  const [[user], jobs, scraped, annotations, conversations, usage, counters, [budgets], alerts] =
    await Promise.all([
      database.query<{ id: string; email: string; full_name: string; created_at: Date }>(
        `select id, email, full_name, created_at from users where id = $1`,
        [userId],
      ),
      q(`select id, status, instruction, url, plan, options, processed_pages, total_pages,
                total_results, errors, error_message, created_at, started_at, completed_at
           from scrape_jobs where user_id = $1 order by created_at`),
      q(`select d.id, d.job_id, d.type, d.selector, d.content, d.confidence, d.metadata, d.url,
                d.created_at
           from scraped_data d join scrape_jobs j on j.id = d.job_id
          where j.user_id = $1 order by d.job_id, d.seq`),
      q(ANNOTATIONS),
      q(`select id, conversation_id, user_message, ai_response, workflow_actions, created_at
           from conversations where user_id = $1 order by created_at`),
      q(`select model, request_type, processing_time_ms, input_tokens, output_tokens,
                estimated_cost, success, "timestamp"
           from modal_usage_logs where user_id = $1 order by "timestamp"`),
      q(`select month, jobs, pages, items from usage_counters where user_id = $1 order by month`),
      q(`select daily, weekly, monthly, max_per_request, updated_at
           from user_budgets where user_id = $1`),
      q(`select type, message, severity, recommendation, "timestamp"
           from cost_alerts where user_id = $1 order by "timestamp"`),
    ]);
  if (!user) throw new NotFoundError('This account no longer exists');
  return {
    exported_at: new Date().toISOString(),
    user: { ...user, created_at: new Date(user.created_at).toISOString() },
    jobs,
    scraped_data: scraped,
    annotations,
    conversations,
    model_usage: usage,
    usage_counters: counters,
    budgets: budgets ?? null,
    cost_alerts: alerts,
  };
}
