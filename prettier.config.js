// 145 is the width the code was written to: of the widths tried (100 to 180) it changed the fewest lines.
/** @type {import("prettier").Config} */
export default { printWidth: 145 };
