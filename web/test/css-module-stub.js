// Stands in for every imported stylesheet in tests: a CSS module's class name is its own key
// (styles.card === 'card'), which keeps rendered markup readable in failure output.
export default new Proxy({}, { get: (_, key) => (typeof key === 'string' ? key : undefined) });
