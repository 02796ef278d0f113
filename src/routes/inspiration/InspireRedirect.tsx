import { Navigate, useLocation } from 'react-router-dom';

/** /inspire: the same inspiration, at one address (/inspiration), filters kept. */
export default function InspireRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/inspiration${search}`} replace />;
}
