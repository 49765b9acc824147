import { lazy } from 'react';

/** The AI Analysis tab's content, loaded only when the tab is opened (the landing bundle stays as it is). */
export const EnhancedDataDashboard = lazy(() => import('./components/EnhancedDataDashboard'));
