// Another program, for the test that gives strcost a recording of it.
#include <string>
int main() { return static_cast<int>(std::string(40, 'o').size()) - 40; }
