import { Navigate } from 'react-router-dom';

/** /wedding-planning/budget: the planning menus' old address of the budget; the tool lives at /wedding-budget (spec §2). */
export default function BudgetRedirect() {
  return <Navigate to="/wedding-budget" replace />;
}
