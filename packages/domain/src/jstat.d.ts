// The one function of jstat (no types published) that domain uses: the Student t quantile.
declare module 'jstat' {
  const jStat: { studentt: { inv(probability: number, degreesOfFreedom: number): number } };
  export default jStat;
}
