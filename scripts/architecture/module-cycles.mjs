// No cycle between the API's modules, nor between the web's features, counted on the resolved imports
// of dependency-cruiser's graph (a file-level cycle rule would miss a loop that passes through
// different files of a module).

/** The module or feature a file belongs to, or undefined for any other file. */
function unitOf(path) {
  return /^(api\/src\/modules\/[^/]+|web\/src\/features\/[^/]+)\//.exec(path)?.[1];
}

/** One violation per cycle: the units it goes through, and one import of each step as the example. */
export function moduleCycleViolations(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => {
      const steps = component.flatMap((from) =>
        [...(edges.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([, example]) => example),
      );
      return {
        rule: 'no-module-cycle',
        message: `${component.join(', ')} import each other (${steps.join('; ')}): make the dependency one-way`,
      };
    });
}

/** Tarjan's strongly connected components of a graph given as Map<node, Map<node, unknown>>. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}
