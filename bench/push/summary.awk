# Sums up push bench's CSV (instance,N,result,pushes,seconds,optimal,check): results by kind, minima proved, checks.
NR > 1 { n++; r[tolower($3)]++; if ($6 == "true") o++; if (index($0, ",\"VALID")) v++ }
END {
  printf "%d instances:", n
  for (k in r) printf " %d %s,", r[k], k
  printf " %d proved minimal, %d checked valid", o, v
}
