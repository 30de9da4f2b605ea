// Images imported in tests resolve to this URL (webpack emits real files in builds).
export default '/test-asset.svg';
