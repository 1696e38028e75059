# %% en=a77e7634
from othello_lesson.language import use_language

use_language("ja")
import tempfile
from pathlib import Path

from othello_lesson.teacher.tournament_view import TournamentView, view_from_environment, write_demonstration

# othello-course present tournament: すべての見る人のために1回だけ行う大会（--entries FOLDER の
# 参加者、またはコースの4人のプレイヤー）をここで追いかけるか、指定された結果を表示する
view = view_from_environment()
if view is None:  # ノートブックとして実行したとき: 4人のプレイヤーで、ページを表示する前に全対局を打つ
    with tempfile.TemporaryDirectory(prefix="othello-tournament-") as folder:
        demonstration = write_demonstration(Path(folder))
        view = TournamentView(demonstration, size=6, games=2, live=False, title="大会: デモンストレーション")
view

# %% [markdown] en=8a1a5e2b
# # クラスの大会
#
# 参加者のどの2人も、色を入れかえて2局ずつ対戦します。対局が終わるたびに、順位表がうまっていきます。
# すべての対局が終わったら、**対局** で1局を選び、**戻る** と **進む** で盤の上に再生できます。
# 自分のクラスのプレイヤーを見せるには、それぞれのファイルを1つのフォルダに入れて、`othello-course
# present tournament --entries FOLDER` を実行します。
