import { Navigate } from 'react-router';

/** The product's front door is the group-class landing page. */
export default function HomeRedirect() {
  return <Navigate to="/group-class" replace />;
}
