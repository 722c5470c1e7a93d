// /claude is always shown in the light colour mode, whatever the visitor chose (docs/architecture.md, colour modes).
export default 'light';
