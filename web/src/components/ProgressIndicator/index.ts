export { ProgressIndicator, type ProgressIndicatorProps } from './ProgressIndicator.tsx';
export { isProgressHidden, PROGRESS_STEPS, stepTitle, type ProgressStep } from './progressSteps.ts';
