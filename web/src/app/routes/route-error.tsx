import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found';

/** A render error no screen caught: logged, then the 404 page ("…or another error occurred"). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <NotFoundRoute />;
}
