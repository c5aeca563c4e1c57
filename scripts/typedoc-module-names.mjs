// A typedoc plugin (typedoc.json "plugin"): each module of the API reference is
// named as a user imports it. typedoc names an entry point after its file
// (`index`, `entries/rfc3987`); the reference says `uri-grammar` and
// `uri-grammar/rfc3987`, the specifiers of package.json "exports"
// (src/entries/NAME.ts is the subpath ./NAME: scripts/package-exports.mjs).
import { Converter, ReflectionKind } from 'typedoc';

/** The specifier of an entry point's module, from typedoc's name for it. */
export function specifier(name) {
  if (name === 'index') return 'uri-grammar';
  const entry = /^entries\/([a-z0-9-]+)$/.exec(name);
  if (!entry) throw new Error(`typedoc-module-names: ${name} is no entry point of package.json "exports"`);
  return `uri-grammar/${entry[1]}`;
}

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) module.name = specifier(module.name);
  });
}
