// A program that uses spdlog header-only (spdlog::spdlog_header_only), built
// by validate.py against the library after strcost's fixes (consumer.cmake).
// Header-only, the library's whole code (its -inl.h files) is compiled here:
// loggers and patterns, and the file sinks that build file names.
#include <spdlog/details/file_helper.h>
#include <spdlog/pattern_formatter.h>
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/daily_file_sink.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/spdlog.h>

#include <ctime>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <tuple>

namespace {

int failures = 0;

void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::cerr << "FAILED: " << what << '\n';
    ++failures;
  }
}

void loggerWithPattern() {
  std::ostringstream out;
  auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(out);
  spdlog::logger logger("consumer", sink);
  logger.set_pattern("[%n] [%l] %v");
  std::string item = "widget";
  logger.info("made {} {}s", 3, item);
  logger.flush();
  expect(out.str() == "[consumer] [info] made 3 widgets\n", "a formatted line: " + out.str());
}

void fileNames() {
  std::string name = spdlog::sinks::rotating_file_sink_mt::calc_filename("logs/app.txt", 2);
  expect(name == "logs/app.2.txt", "a rotated file name: " + name);
  std::string base, ext;
  std::tie(base, ext) = spdlog::details::file_helper::split_by_extension("logs/app.txt");
  expect(base == "logs/app" && ext == ".txt", "split by extension: " + base + " | " + ext);
  std::tm date = {};
  date.tm_year = 2024 - 1900;
  date.tm_mon = 0;
  date.tm_mday = 31;
  std::string daily = spdlog::sinks::daily_filename_calculator::calc_filename("day.log", date);
  expect(daily == "day_2024-01-31.log", "a daily file name: " + daily);
}

void registryAndLevels() {
  auto sink = std::make_shared<spdlog::sinks::ostream_sink_st>(std::cerr);
  auto logger = std::make_shared<spdlog::logger>("registered", sink);
  spdlog::register_logger(logger);
  expect(spdlog::get("registered") == logger, "a logger found by its name");
  expect(spdlog::level::from_str("warning") == spdlog::level::warn, "a level from its name");
  spdlog::drop_all();
}

}  // namespace

int main() {
  loggerWithPattern();
  fileNames();
  registryAndLevels();
  if (failures == 0)
    std::cout << "spdlog_consumer: all checks passed\n";
  return failures == 0 ? 0 : 1;
}
