// Parses: measured plain and with the plugin.
struct Name {
  const char *Text;
};
int length(Name N) {
  int Count = 0;
  while (N.Text[Count])
    ++Count;
  return Count;
}
