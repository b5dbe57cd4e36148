import { WebRoutes } from '@exam/contract';
import { Navigate } from 'react-router';

/** /admin opens the questions. */
export function AdminIndexPage() {
  return <Navigate to={WebRoutes.adminQuestions} replace />;
}
