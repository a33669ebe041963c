//===- Process.cpp - child processes the driver owns ----------------------===//

#include "driver/Process.h"

#include "llvm/ADT/StringRef.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace shard::driver;

namespace {

/// The process group of the child running now (0: none), for the handler.
volatile sig_atomic_t runningGroup = 0;
/// The stop signal this process got while a child ran (0: none).
volatile sig_atomic_t stopSignal = 0;

constexpr int kStopSignals[] = {SIGTERM, SIGINT, SIGHUP};

/// How the environment variable that marks a child's job begins
/// (driver/Process.h).
constexpr llvm::StringLiteral kJobPrefix = "SHARD_RUN_JOB=";

/// Passes a stop signal on to the running child's group; without one,
/// this process ends by the signal as it would have without the handler.
void onStopSignal(int signal) {
  if (runningGroup != 0) {
    stopSignal = signal;
    ::kill(-pid_t(runningGroup), SIGTERM);
    return;
  }
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

void installHandlers() {
  static bool installed = false;
  if (installed)
    return;
  installed = true;
  struct sigaction action;
  std::memset(&action, 0, sizeof(action));
  action.sa_handler = onStopSignal;
  sigemptyset(&action.sa_mask);
  for (int signal : kStopSignals)
    ::sigaction(signal, &action, nullptr);
}

/// Waits up to `seconds` for `child` to exit; true (and `status`) if it did.
/// A child that cannot be waited for (reaped elsewhere) counts as killed,
/// never as a success.
bool waitFor(pid_t child, double seconds, int &status) {
  auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    pid_t done = ::waitpid(child, &status, WNOHANG);
    if (done == child)
      return true;
    if (done < 0 && errno != EINTR) {
      status = SIGKILL; // what WIFSIGNALED reads as killed
      return true;
    }
    if (stopSignal != 0 || std::chrono::steady_clock::now() >= deadline)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

/// Stops `child`'s group: SIGTERM (a launcher stops its ranks) unless the
/// signal handler sent it already, SIGKILL to whatever is left after 3 s;
/// reaps `child`. One SIGTERM only: Open MPI's mpirun takes a second one
/// within 5 s of the first as "stuck" and exits at once, leaving its
/// ranks, which run in process groups of their own, behind.
void stopGroup(pid_t child, bool signalled, int &status) {
  if (!signalled)
    ::kill(-child, SIGTERM);
  stopSignal = 0;
  if (!waitFor(child, 3.0, status)) {
    ::kill(-child, SIGKILL);
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
  }
}

/// A mark no other job carries: the one this child's environment gets.
std::string newJobMark() {
  static uint64_t started = 0;
  std::random_device random;
  return kJobPrefix.str() + std::to_string(::getpid()) + "." +
         std::to_string(++started) + "." + std::to_string(random()) +
         std::to_string(random());
}

/// Kills every process of this machine whose environment holds `mark`
/// (a launcher's ranks are in process groups of their own: if the
/// launcher ended without stopping them, only the mark finds them).
void killMarked(const std::string &mark) {
  DIR *proc = ::opendir("/proc");
  if (!proc)
    return;
  pid_t self = ::getpid();
  // Each variable of /proc/PID/environ ends with a NUL.
  std::string wanted = mark + '\0';
  while (dirent *entry = ::readdir(proc)) {
    char *end = nullptr;
    long pid = std::strtol(entry->d_name, &end, 10);
    if (*end != '\0' || pid <= 0 || pid == self)
      continue;
    std::ifstream file(std::string("/proc/") + entry->d_name + "/environ",
                       std::ios::binary);
    std::string environ((std::istreambuf_iterator<char>(file)),
                        std::istreambuf_iterator<char>());
    for (size_t at = 0; at < environ.size();) {
      size_t next = environ.find('\0', at);
      if (next == std::string::npos)
        break;
      if (environ.compare(at, next + 1 - at, wanted) == 0) {
        ::kill(pid_t(pid), SIGKILL);
        break;
      }
      at = next + 1;
    }
  }
  ::closedir(proc);
}

} // namespace

ProcessResult shard::driver::runProcess(const std::vector<std::string> &argv,
                                        const std::vector<std::string> &env,
                                        int64_t timeoutSeconds,
                                        const std::string &stderrFile) {
  ProcessResult result;
  if (argv.empty()) {
    result.error = "no program to run";
    return result;
  }
  installHandlers();
  // Everything the child needs is made before fork: after it, the child
  // of a threaded process may only make async-signal-safe calls.
  std::vector<char *> args, envp;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  std::string mark = newJobMark();
  for (const std::string &e : env)
    if (!llvm::StringRef(e).starts_with(kJobPrefix))
      envp.push_back(const_cast<char *>(e.c_str()));
  envp.push_back(mark.data());
  envp.push_back(nullptr);
  pid_t parent = ::getpid();

  pid_t child = ::fork();
  if (child < 0) {
    result.error =
        std::string("cannot start a process: ") + std::strerror(errno);
    return result;
  }
  if (child == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    // The parent may have died before prctl.
    if (::getppid() != parent)
      ::_exit(127);
    for (int signal : kStopSignals)
      std::signal(signal, SIG_DFL);
    if (!stderrFile.empty()) {
      int fd = ::open(stderrFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (fd >= 0) {
        ::dup2(fd, 2);
        ::close(fd);
      }
    }
    ::execvpe(args[0], args.data(), envp.data());
    ::_exit(127);
  }
  // Also here: whichever of the two runs first, the group exists before
  // anyone signals it.
  ::setpgid(child, child);
  runningGroup = child;

  int status = 0;
  bool exited = waitFor(child, double(timeoutSeconds), status);
  int signal = stopSignal;
  if (!exited) {
    result.timedOut = signal == 0;
    stopGroup(child, signal != 0, status);
  }
  // Nothing of the group outlives the child: a launcher's leftovers go
  // too. A child that was stopped (or ended as this process was asked to
  // stop) or died by a signal may also have left what it started
  // elsewhere on this machine (a launcher's ranks).
  ::kill(-child, SIGKILL);
  if (!exited || signal != 0 || WIFSIGNALED(status))
    killMarked(mark);
  runningGroup = 0;
  if (signal != 0) {
    std::signal(signal, SIG_DFL);
    std::raise(signal);
  }
  if (result.timedOut) {
    result.code = -2;
    result.error = "stopped at the timeout";
  } else if (WIFEXITED(status)) {
    result.code = WEXITSTATUS(status);
    if (result.code == 127)
      result.error = "cannot run '" + argv[0] + "'";
  } else {
    result.code = -2;
    result.error =
        std::string("ended by signal ") + ::strsignal(WTERMSIG(status));
  }
  return result;
}
