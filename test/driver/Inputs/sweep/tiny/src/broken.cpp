// Does not parse: no parse to compare with, so not measured.
int broken() { return undeclared_name; }
