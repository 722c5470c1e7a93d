// /indexx is always shown in the light colour mode, whatever the visitor chose: a printable index reads best
// dark on light, and it looks the same on screen as on paper.
export default 'light';
