import type { WorkflowStep } from '@gleaner/shared';

/** The five training steps, in order, as the Model Training Workflow panel shows them. */
export const TRAINING_STEPS = [
  {
    id: 'initialize',
    title: 'Initialize Agent',
    description: 'Reading the request and opening the page',
  },
  {
    id: 'analyze',
    title: 'Analyze Page Structure',
    description: 'Finding repeated records, tables, forms and pagination',
  },
  {
    id: 'train',
    title: 'Train Element Recognition',
    description: 'Naming the columns of each record group',
  },
  {
    id: 'plan',
    title: 'Generate Extraction Plan',
    description: 'Matching the requested fields and writing the instructions',
  },
  {
    id: 'validate',
    title: 'Validate on Sample',
    description: 'Running the plan on this page and checking the values',
  },
] as const;

export type TrainingStepId = (typeof TRAINING_STEPS)[number]['id'];

export function initialSteps(): WorkflowStep[] {
  return TRAINING_STEPS.map((step) => ({ ...step, status: 'pending' }));
}

export function setStep(
  steps: WorkflowStep[],
  id: TrainingStepId,
  status: WorkflowStep['status'],
  timestamp: string,
  description?: string,
): WorkflowStep[] {
  return steps.map((step) =>
    step.id === id ? { ...step, status, timestamp, ...(description ? { description } : {}) } : step,
  );
}
