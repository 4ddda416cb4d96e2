// A program that uses JSON for Modern C++ the way an application does, built
// by validate.py against the library after strcost's fixes (consumer.cmake).
// It reaches the string-handling code of the headers: parsing, dumping,
// JSON pointers (built from and printed as strings), patches and the
// messages of exceptions.
#include <nlohmann/json.hpp>

#include <iostream>
#include <stdexcept>
#include <string>

namespace {

int failures = 0;

void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::cerr << "FAILED: " << what << '\n';
    ++failures;
  }
}

void parseAndDump() {
  nlohmann::json doc = nlohmann::json::parse(R"({"name": "widget", "tags": ["a", "b"]})");
  expect(doc["name"].get<std::string>() == "widget", "a string member");
  expect(doc.dump() == R"({"name":"widget","tags":["a","b"]})", "dump: " + doc.dump());
  std::string key = "count";
  doc[key] = 3;
  expect(doc.contains(key) && doc[key] == 3, "a member added with a std::string key");
}

void pointers() {
  nlohmann::json doc = {{"a", {{"b", nlohmann::json::array({10, 20})}}}};
  nlohmann::json::json_pointer ptr("/a/b/1");
  expect(doc[ptr] == 20, "a pointer from a string");
  nlohmann::json::json_pointer parent = ptr.parent_pointer();
  expect(parent.to_string() == "/a/b", "a pointer printed: " + parent.to_string());
  nlohmann::json::json_pointer built = nlohmann::json::json_pointer("/a") / "b" / 0;
  expect(built.to_string() == "/a/b/0", "a pointer built: " + built.to_string());
  expect(doc.flatten().contains("/a/b/0"), "flatten names every leaf by its pointer");
}

void patches() {
  nlohmann::json before = {{"x", 1}, {"y", "old"}};
  nlohmann::json after = {{"x", 1}, {"y", "new"}, {"z", true}};
  nlohmann::json patch = nlohmann::json::diff(before, after);
  expect(before.patch(patch) == after, "diff and patch: " + patch.dump());
}

void exceptionMessages() {
  nlohmann::json doc = {{"present", 1}};
  try {
    doc.at("absent");
    expect(false, "at() of a missing key throws");
  } catch (const nlohmann::json::out_of_range &e) {
    expect(std::string(e.what()).find("key 'absent' not found") != std::string::npos,
           std::string("the message names the key: ") + e.what());
  }
  try {
    nlohmann::json partial = nlohmann::json::parse("{\"unterminated\": ");
    expect(partial.is_discarded(), "a truncated document throws");
    expect(false, "a truncated document throws");
  } catch (const nlohmann::json::parse_error &e) {
    expect(e.id == 101, std::string("parse error 101: ") + e.what());
  }
}

}  // namespace

int main() {
  parseAndDump();
  pointers();
  patches();
  exceptionMessages();
  if (failures == 0)
    std::cout << "json_consumer: all checks passed\n";
  return failures == 0 ? 0 : 1;
}
