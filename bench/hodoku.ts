/** HoDoKu's grading throughput on the whole sudoku3m sample, one process on a 2-vCPU machine (test/data/README.md). */
export const HODOKU_PER_S = 26.7;
