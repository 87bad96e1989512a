import { Suspense } from 'react';
import { Navigate, Route, Routes, type Location } from 'react-router';
import { Spin } from 'antd';
import { routes } from './routes';
import type { RouteDef } from './route-types';

function PageLoading() {
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  );
}

function RouteElement({ def }: { def: RouteDef }) {
  const Page = def.element;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

const routeElements = [
  <Route key="/" path="/" element={<Navigate to="/home" replace />} />,
  ...routes.map((def) => <Route key={def.name} path={def.path} element={<RouteElement def={def} />} />),
];

/** Renders the page of `location` (a tab's own location for keep-alive panes). */
export function RouteOutlet({ location }: { location?: Partial<Location> | string }) {
  return <Routes location={location}>{routeElements}</Routes>;
}

export { PageLoading };
