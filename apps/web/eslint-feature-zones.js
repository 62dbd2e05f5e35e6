// The web app's import zones (src/features/README.md): a feature imports lib/, components/, i18n/
// and itself, never another feature; lib/ and components/ import no feature, route or app module.
// A resolved-path check rather than no-restricted-imports patterns: relative specifiers look alike
// from every folder ('../booking/x' is a sibling feature from features/*, but not from features/*/api).
import path from 'node:path';

const zoneOf = (file) => {
  const parts = path.normalize(file).split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  const [top, name] = parts.slice(src + 1);
  return top === 'features' ? { top, name } : { top };
};

/** @type {import('eslint').Rule.RuleModule} */
const featureZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move the shared piece to src/lib (logic) or src/components (UI), or compose both in the route.",
      sharedImportsUp: 'src/{{from}} is shared: it must not import from src/{{to}}.',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      if (from.top === 'features' && to.top === 'features' && to.name !== from.name) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      } else if ((from.top === 'lib' || from.top === 'components') && ['features', 'routes', 'app'].includes(to.top)) {
        context.report({ node: node.source, messageId: 'sharedImportsUp', data: { from: from.top, to: to.top } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const featureZonesPlugin = { rules: { 'feature-zones': featureZones } };
