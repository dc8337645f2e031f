// React DOM, imported by main.tsx one task before the app itself, so that evaluating it and
// evaluating the app are two shorter tasks rather than one long one (decision 014). The export
// keeps it from being dropped as unused.
export { hydrateRoot } from 'react-dom/client';
