import { countOf, type JobPlan, type MonitorRun } from '@gleaner/shared';

function PlanColumn({ title, plan }: { title: string; plan: JobPlan | null }) {
  const spec = plan?.recordSpec;
  return (
    <div className="min-w-0 rounded-md border p-2">
      <h3 className="mb-1 text-xs font-semibold">{title}</h3>
      {spec ? (
        <dl className="grid gap-0.5 text-xs">
          <dt className="text-muted-foreground">Records</dt>
          <dd className="font-mono break-all">{spec.container}</dd>
          {spec.fields.map((field) => (
            <div key={field.name} className="flex min-w-0 gap-2">
              <dt className="font-medium">{field.name}</dt>
              <dd className="min-w-0 font-mono break-all text-muted-foreground">
                {field.selector || '(the record)'}
                {field.attribute && ` @${field.attribute}`}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-xs text-muted-foreground">No records plan.</p>
      )}
    </div>
  );
}

/** The plan that stopped matching and the one the agent made again, side by side. */
export function HealingPlans({ run }: { run: MonitorRun }) {
  if (!run.healing) return null;
  const { previous, proposed, matched, compared, applied } = run.healing;
  return (
    <section
      aria-labelledby="healing-heading"
      className={`grid gap-2 rounded-lg border p-3 ${applied ? '' : 'border-amber-300 bg-amber-50/60'}`}
    >
      <h2 id="healing-heading" className="text-sm font-semibold">
        {applied ? 'Re-planned after a layout change' : 'Needs attention: the site changed'}
      </h2>
      <p className="text-xs">
        {run.note ?? `${matched} of ${countOf(compared, 'record')} of the new plan match by key.`}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <PlanColumn title="Plan before" plan={previous} />
        <PlanColumn title="New plan" plan={proposed} />
      </div>
    </section>
  );
}
